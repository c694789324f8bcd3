import { AddHoseDialog } from "@/components/hoses/hose-dialogs";
import { presetTag } from "@/lib/hoses/preset-tag";

type Props = { params: Promise<{ org: string }>; searchParams: Promise<{ tagId?: string | string[] }> };

/** hoses/add opened from inside the portal: the dialog over the current page. */
export default async function Page({ params, searchParams }: Props) {
  return <AddHoseDialog org={(await params).org} mode="intercepted" tagId={presetTag((await searchParams).tagId)} />;
}
