import { paymentsEndpoints as endpoints } from "@cc/contracts/endpoints/payments";
import type { Payment, PlanId } from "@cc/contracts/payments";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { api, session } from "../../lib/api";
import { type ClickKey, clickKey } from "./click-key";

/** Every read of this feature, keyed in one place. A 404 is an answer here (Access Denied), not a toast. */
export const paymentQueries = {
  all: ["payments"] as const,
  list: () =>
    queryOptions({
      queryKey: [...paymentQueries.all, "list"],
      // A side panel never signs the learner out or navigates: after an account deletion
      // clears the cache, its refetch meets a 401 while the page is already leaving.
      queryFn: async () => (await api.call(endpoints.list)).data,
      meta: { quiet: true },
    }),
  /** The plan our sales mark "most popular", or null; the server keeps it 5 minutes too. */
  popularPlan: () =>
    queryOptions({
      queryKey: [...paymentQueries.all, "popular-plan"],
      queryFn: async () => (await api.call(endpoints.popularPlan)).data.most_popular,
      staleTime: 5 * 60_000,
      // Only a mark: without an answer both passes are shown alike, never a toast.
      meta: { quiet: true },
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...paymentQueries.all, id],
      queryFn: async () => (await api.call(endpoints.payment, { params: { id } })).data,
      // The page shows a refusal itself (Access Denied), never a toast.
      meta: { quiet: true },
      retry: false,
    }),
};

/**
 * Starts buying a pass and leaves for the checkout page. One key per click (`clickKey`): a double
 * click, or a retry after a network error, gets the same checkout back.
 */
export function useCheckout() {
  const key = useRef<ClickKey | null>(null);
  const mutation = useMutation({
    mutationFn: async (input: { plan: PlanId; nif: string }) => {
      key.current = clickKey(key.current, input);
      const body = {
        plan: input.plan,
        idempotency_key: key.current.value,
        nif: input.nif || undefined,
      };
      return (await api.call(endpoints.checkout, { body })).data;
    },
    // The page shows what went wrong under its heading.
    meta: { quiet: true },
    onSuccess: ({ checkout_url }) => {
      key.current = null;
      window.location.assign(checkout_url);
    },
  });
  return {
    ...mutation,
    start: (input: { plan: PlanId; nif: string }) => {
      if (!mutation.isPending) mutation.mutate(input);
    },
  };
}

/** Claims the one report of a paid purchase to the trackers: true the first time only, anywhere. */
export async function claimPurchaseReport(id: string): Promise<boolean> {
  return (await api.call(endpoints.purchaseReport, { params: { id } })).data.report;
}

/** "Check payment status": the server asks the provider and applies its answer. */
export function useCheckPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.call(endpoints.check, { params: { id } })).data,
    meta: { quiet: true },
    onSuccess: async (payment: Payment) => {
      queryClient.setQueryData(paymentQueries.detail(id).queryKey, payment);
      if (payment.status === "paid") await session.refetchUser();
    },
  });
}

export function useRefundRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) => {
      const body = { reason: reason || undefined };
      return (await api.call(endpoints.refundRequest, { params: { id }, body })).data;
    },
    meta: { quiet: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentQueries.all }),
  });
}
