/** Short notices ('Copied', 'Could not save the bookmark'); texts are i18n keys. */
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastColor = 'success' | 'danger' | 'info' | 'warning';
export interface ToastLink {
  to: string;
  labelKey: string;
  /** A file to save (a finished export), fetched by the browser instead of opened in the SPA. */
  download?: boolean;
}
export interface Toast {
  id: string;
  messageKey: string;
  color: ToastColor;
  link?: ToastLink;
  values?: Record<string, string | number>;
}
export interface ToastsState {
  items: Toast[];
}
export interface WithToasts {
  toasts: ToastsState;
}

const toastsSlice = createSlice({
  name: 'toasts',
  initialState: { items: [] } as ToastsState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.items.push(action.payload);
      },
      prepare: (messageKey: string, color: ToastColor = 'success', link?: ToastLink, values?: Toast['values']) => ({
        payload: { id: nanoid(), messageKey, color, ...(link ? { link } : {}), ...(values ? { values } : {}) },
      }),
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;
export const selectToasts = (state: WithToasts): Toast[] => state.toasts.items;
