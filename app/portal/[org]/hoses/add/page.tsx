import { AddHoseDialog } from "@/components/hoses/hose-dialogs";
import { HosesScreen } from "@/components/hoses/hoses-screen";
import { presetTag } from "@/lib/hoses/preset-tag";

type Props = { params: Promise<{ org: string }>; searchParams: Promise<{ tagId?: string | string[] }> };

/** hoses/add visited directly: the list with the dialog over it. */
export default async function Page({ params, searchParams }: Props) {
  const { org } = await params;
  return (
    <>
      <HosesScreen org={org} searchParams={{}} />
      <AddHoseDialog org={org} mode="page" tagId={presetTag((await searchParams).tagId)} />
    </>
  );
}
