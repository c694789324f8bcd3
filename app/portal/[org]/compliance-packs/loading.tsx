import { ListSkeleton } from "@/components/lists/list-skeleton";

export default function Loading() {
  return <ListSkeleton rows={4} />;
}
