"use server";
import { z } from "zod";
import { approveCompetence } from "@/lib/competences";
import { portalAction } from "./action";

const Id = z.uuid();

/** 'Approve' on the competence approvals screen: POST /competences/{id}/approve's service. */
export const approveCompetenceAction = portalAction({}, async ({ ctx }, id: string) => ({
  message: (await approveCompetence(ctx, Id.parse(id))).message,
}));
