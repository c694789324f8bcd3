/**
 * Only system admins upload and delete tags and see the batch list (superAdminRole). Tags and
 * batches belong to the client the portal is opened on.
 */
export { requireSystemAdmin } from "@/lib/auth/role-guards";
