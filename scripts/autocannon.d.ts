// The few parts of autocannon 9 that scripts/bench.ts uses (the package ships no types).
declare module "autocannon" {
  type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string> };
  type Result = { requests: { average: number }; errors: number; non2xx: number };
  type Instance = PromiseLike<Result> & {
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): void;
  };
  export default function autocannon(options: Options): Instance;
}
