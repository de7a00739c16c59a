import { create } from "zustand";

/**
 * The one open dialog, by id ("login", "register", "backToHome", a mission modal id…):
 * opening one closes any other (spec section 2, "Mission modal").
 */
type DialogState = { open: string | null; show: (id: string) => void; close: () => void };

export const useDialogs = create<DialogState>((set) => ({
  open: null,
  show: (id) => set({ open: id }),
  close: () => set({ open: null }),
}));
