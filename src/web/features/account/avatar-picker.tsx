import { useRef, useState, type ChangeEvent } from "react";
import type { MeResponse } from "../../../core/api/schemas";
import { call, ApiError } from "../../lib/api";
import { useSession } from "../../lib/session";
import buttons from "../../ui/button.module.css";
import { Dialog } from "../../ui/dialog";
import { AvatarCropper } from "./avatar-cropper";
import styles from "./profile.module.css";

const TYPES = ["image/png", "image/jpeg", "image/webp"];
const MAX_FILE = 25 * 1024 * 1024;
const NOT_A_PHOTO = "Please choose a PNG, JPEG or WebP photo.";

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => {
      URL.revokeObjectURL(image.src);
      reject(new Error(NOT_A_PHOTO));
    };
    image.src = URL.createObjectURL(file);
  });
}

/** The student's photo: choose a file, crop it square, and it is saved and shown at once. */
export function AvatarPicker({ user }: { user: MeResponse["user"] }) {
  const input = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [saved, setSaved] = useState("");

  const close = () => {
    if (image) URL.revokeObjectURL(image.src);
    setImage(null);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same file again still counts as a change
    setError("");
    setSaved("");
    if (!file) return;
    if (!TYPES.includes(file.type)) return setError(NOT_A_PHOTO);
    if (file.size > MAX_FILE)
      return setError("That photo is too big. Please choose one under 25 MB.");
    try {
      setImage(await loadImage(file));
    } catch {
      setError(NOT_A_PHOTO);
    }
  };

  const save = async (dataUrl: string) => {
    setBusy(true);
    setError("");
    try {
      const { avatar } = await call("saveAvatar", { dataUrl });
      const { me, setMe } = useSession.getState();
      if (me) void setMe({ ...me, user: { ...me.user, avatar } });
      close();
      setSaved("Your new photo is saved.");
    } catch (e) {
      setError(
        e instanceof ApiError ? e.message : "We couldn't save your photo. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.avatarRow}>
      {user.avatar ? (
        <img className={styles.avatar} src={user.avatar} alt="Your photo" width={96} height={96} />
      ) : (
        <span className={styles.avatar} role="img" aria-label="No photo yet">
          <span aria-hidden="true">{user.name.trim().charAt(0).toUpperCase() || "?"}</span>
        </span>
      )}
      <div>
        <button type="button" className={buttons.secondary} onClick={() => input.current?.click()}>
          {user.avatar ? "Change photo" : "Choose a photo"}
        </button>
        <input
          ref={input}
          type="file"
          accept={TYPES.join(",")}
          hidden
          aria-label="Choose a photo"
          onChange={(event) => void choose(event)}
        />
        <p role="status" className={styles.note}>
          {saved}
        </p>
        {!image && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </div>
      <Dialog open={image !== null} title="Crop your photo" onClose={close}>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        {image && (
          <AvatarCropper image={image} busy={busy} onSave={(d) => void save(d)} onCancel={close} />
        )}
      </Dialog>
    </div>
  );
}
