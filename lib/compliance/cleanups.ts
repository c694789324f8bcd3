import "server-only";
import { registerCleanup } from "@/lib/jobs/maintenance";
import { expireCompliancePacks } from "./retention";

/** Packs past their retention lose their PDF, then their row (retention.ts). */
registerCleanup("compliance:packs", (now) => expireCompliancePacks(now));
