import {
  dismissToast,
  getToastState,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToastData,
  toast,
  toastReducer,
} from "@web/lib/toast-store";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

function toastData(id: string, title = `Toast ${id}`): ToastData {
  return { id, title, open: true, onOpenChange: () => {} };
}

describe("toastReducer", () => {
  it("keeps only the newest toast", () => {
    expect(TOAST_LIMIT).toBe(1);
    const first = toastReducer({ toasts: [] }, { type: "add", toast: toastData("1") });
    const second = toastReducer(first, { type: "add", toast: toastData("2") });
    expect(second.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("updates a toast by id", () => {
    const state = { toasts: [toastData("1")] };
    const next = toastReducer(state, { type: "update", toast: { id: "1", title: "Saved" } });
    expect(next.toasts[0]?.title).toBe("Saved");
  });

  it("closes a dismissed toast without removing it", () => {
    const state = { toasts: [toastData("1")] };
    const next = toastReducer(state, { type: "dismiss", toastId: "1" });
    expect(next.toasts).toHaveLength(1);
    expect(next.toasts[0]?.open).toBe(false);
    expect(toastReducer(state, { type: "dismiss" }).toasts[0]?.open).toBe(false);
  });

  it("removes one toast by id, or all", () => {
    const state = { toasts: [toastData("1")] };
    expect(toastReducer(state, { type: "remove", toastId: "2" }).toasts).toHaveLength(1);
    expect(toastReducer(state, { type: "remove", toastId: "1" }).toasts).toEqual([]);
    expect(toastReducer(state, { type: "remove" }).toasts).toEqual([]);
  });
});

describe("toast()", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    dismissToast();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it("shows one toast at a time, the newest", () => {
    toast({ title: "Logged out" });
    toast({ title: "Login successful", description: "Welcome back" });
    const { toasts } = getToastState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: "Login successful", open: true });
  });

  it("removes a dismissed toast after 1000000 ms", () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const shown = toast({ title: "Logout failed", variant: "destructive" });
    shown.dismiss();
    expect(getToastState().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toEqual([]);
  });

  it("dismisses a toast when Radix reports it closed (time out or swipe)", () => {
    toast({ title: "Email updated" });
    getToastState().toasts[0]?.onOpenChange(false);
    expect(getToastState().toasts[0]?.open).toBe(false);
  });
});
