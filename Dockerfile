# The portal image: one production build that every replica, and the migration step, run.
# Built once and shared, so all replicas serve the same build (same build id and server-action
# keys; a mixed fleet would break a browser that talks to two of them).
#   docker build -t hose-portal .
#   docker run ... hose-portal                       # a replica: scripts/serve.ts on :3000
#   docker run ... hose-portal npm run db:migrate     # the deploy step before new replicas
FROM node:24-bookworm-slim
WORKDIR /app
# Dependencies first (cached while package*.json and the schema are unchanged); postinstall
# generates the Prisma client from prisma/schema.prisma. Dev dependencies are needed by the build.
COPY package.json package-lock.json ./
COPY prisma ./prisma
RUN npm ci --no-audit --no-fund
COPY . .
RUN node node_modules/next/dist/bin/next build
ENV NODE_ENV=production PORT=3000 HOSTNAME=0.0.0.0
EXPOSE 3000
USER node
# scripts/serve.ts: `next start` plus the peer address for rate limits, keep-alive longer than
# the proxy's, and a graceful drain on SIGTERM (SHUTDOWN_GRACE_SECONDS).
CMD ["node", "--import", "tsx", "scripts/serve.ts"]
