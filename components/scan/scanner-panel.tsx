"use client";
import { useEffect, useRef, useState } from "react";
import { buttonClasses } from "@/components/ui/button-styles";
import { TextField } from "@/components/ui/text-field";
import { createDetector } from "@/lib/scan/detector";
import { tagFromCode } from "@/lib/scan/tag-from-code";
import { CAMERA_TEXT } from "./scan-text";

type Status = "starting" | "scanning" | "no-camera" | "refused" | "not-a-tag";

/** How often a frame is read: often enough to feel instant, rarely enough to spare a phone's battery. */
const FRAME_INTERVAL_MS = 150;

/**
 * The camera view of 'Scan tag'. Reads frames until one holds a tag (a `/t/{tagId}` link or a bare
 * tag id), then hands the tag id on; the camera is released when the dialog closes. A tag id can
 * also be typed, for a damaged code, a device without a camera, or a keyboard user.
 */
export default function ScannerPanel({
  onTag,
  text: T = CAMERA_TEXT,
}: {
  onTag: (tagId: string) => void;
  /** The words in the page's language (scan-text.ts); British English without. */
  text?: typeof CAMERA_TEXT;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<Status>("starting");
  const [typed, setTyped] = useState("");
  const [typedError, setTypedError] = useState<string[] | undefined>();
  const handOn = useRef(onTag);
  useEffect(() => {
    handOn.current = onTag;
  }, [onTag]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) return setStatus("no-camera");
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
      } catch (error) {
        const name = (error as DOMException).name;
        return setStatus(name === "NotAllowedError" || name === "SecurityError" ? "refused" : "no-camera");
      }
      if (stopped) return stream.getTracks().forEach((t) => t.stop());
      const element = video.current!;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const detect = await createDetector();
      setStatus("scanning");
      const tick = async () => {
        if (stopped) return;
        const codes = await detect(element).catch(() => []);
        for (const code of codes) {
          const result = tagFromCode(code);
          if (result.kind === "tag") {
            stopped = true;
            return handOn.current(result.tagId);
          }
          setStatus("not-a-tag");
        }
        timer = setTimeout(tick, FRAME_INTERVAL_MS);
      };
      void tick();
    }

    void start().catch(() => setStatus("no-camera"));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  const cameraUsable = status === "starting" || status === "scanning" || status === "not-a-tag";
  return (
    <div className="space-y-4">
      {cameraUsable ? (
        <video
          ref={video}
          muted
          playsInline
          aria-hidden="true"
          className="aspect-[4/3] w-full rounded-lg bg-ink object-cover"
        />
      ) : null}
      <p role="status" className="text-sm text-muted">
        {T[status]}
      </p>
      <form
        noValidate
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const result = tagFromCode(typed);
          if (result.kind === "tag") onTag(result.tagId);
          else setTypedError([T.typeTagError]);
        }}
      >
        <TextField
          name="tagId"
          label={T.typeTag}
          autoComplete="off"
          autoCapitalize="characters"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setTypedError(undefined);
          }}
          errors={typedError}
          className="min-w-0 flex-1"
        />
        <button type="submit" className={buttonClasses("secondary")}>
          {T.open}
        </button>
      </form>
    </div>
  );
}
