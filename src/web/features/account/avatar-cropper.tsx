import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import buttons from "../../ui/button.module.css";
import {
  MAX_ZOOM,
  MIN_ZOOM,
  initialCrop,
  moveCrop,
  placement,
  sourceSquare,
  zoomCrop,
  type Crop,
} from "./crop-math";
import styles from "./profile.module.css";

/** The size of the square sent to the server, which makes it 256 × 256 WebP. */
const OUTPUT = 512;
const STEP = 10;

type CropperProps = {
  image: HTMLImageElement;
  busy: boolean;
  onSave: (dataUrl: string) => void;
  onCancel: () => void;
};

/** Draws the chosen square of the photo onto a canvas, as a JPEG data URL. */
function drawSquare(image: HTMLImageElement, crop: Crop): string {
  const canvas = document.createElement("canvas");
  canvas.width = OUTPUT;
  canvas.height = OUTPUT;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No canvas");
  const size = { width: image.naturalWidth, height: image.naturalHeight };
  const { x, y, size: side } = sourceSquare(size, crop);
  // JPEG has no transparency: a see-through PNG gets a white background instead of black.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, OUTPUT, OUTPUT);
  context.drawImage(image, x, y, side, side, 0, 0, OUTPUT, OUTPUT);
  return canvas.toDataURL("image/jpeg", 0.9);
}

/**
 * A square cropper: drag the photo, or use the arrow keys on it, or the move buttons (so
 * dragging is never the only way), and the zoom slider.
 */
export function AvatarCropper({ image, busy, onSave, onCancel }: CropperProps) {
  const size = { width: image.naturalWidth, height: image.naturalHeight };
  const [crop, setCrop] = useState(() => initialCrop(size));
  const view = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const helpId = useId();

  const move = (dx: number, dy: number) =>
    setCrop((c) => moveCrop(size, c, dx, dy, view.current?.clientWidth || 256));
  const zoom = (z: number) => setCrop((c) => zoomCrop(size, c, z));

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? STEP * 4 : STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const by = moves[event.key];
    if (by) move(...by);
    else if (event.key === "+" || event.key === "=") zoom(crop.zoom + 0.1);
    else if (event.key === "-") zoom(crop.zoom - 0.1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    move(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <div className={styles.cropper}>
      <p id={helpId} className={styles.help}>
        Drag the photo, or use the arrow keys or the buttons, to put your face in the circle. Zoom
        in with the slider.
      </p>
      <div
        ref={(element) => {
          view.current = element;
          // The dialog's showModal() focuses this first, rather than its close button.
          element?.setAttribute("autofocus", "");
        }}
        className={styles.view}
        tabIndex={0}
        role="group"
        aria-label="Photo position"
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <img src={image.src} alt="" draggable={false} style={placement(size, crop)} />
        <span className={styles.ring} aria-hidden="true" />
      </div>
      <div className={styles.moves}>
        <MoveButton label="Move photo left" arrow="←" onClick={() => move(-STEP * 2, 0)} />
        <MoveButton label="Move photo up" arrow="↑" onClick={() => move(0, -STEP * 2)} />
        <MoveButton label="Move photo down" arrow="↓" onClick={() => move(0, STEP * 2)} />
        <MoveButton label="Move photo right" arrow="→" onClick={() => move(STEP * 2, 0)} />
      </div>
      <label className={styles.zoom}>
        Zoom
        <input
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={crop.zoom}
          aria-valuetext={`${Math.round(crop.zoom * 100)}%`}
          onChange={(event) => zoom(Number(event.target.value))}
        />
      </label>
      <div className={styles.row}>
        <button
          type="button"
          className={buttons.primary}
          aria-disabled={busy || undefined}
          onClick={() => !busy && onSave(drawSquare(image, crop))}
        >
          {busy ? "Saving…" : "Save photo"}
        </button>
        <button type="button" className={buttons.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}

function MoveButton({
  label,
  arrow,
  onClick,
}: {
  label: string;
  arrow: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className={styles.move} aria-label={label} onClick={onClick}>
      <span aria-hidden="true">{arrow}</span>
    </button>
  );
}
