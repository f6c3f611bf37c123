import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportCasesRoutes, type EmailUsRequest, type SupportCase } from '@coax/contract';
import { callApi } from '../../../../lib/api-client.ts';

export const supportCasesKey = ['support', 'cases'] as const;

/** The subscriber's email-us cases and their answers (GET /api/support/cases). */
export function useSupportCases() {
  return useQuery({
    queryKey: supportCasesKey,
    queryFn: ({ signal }): Promise<{ cases: SupportCase[] }> =>
      callApi(supportCasesRoutes.supportCases, {}, { signal }),
  });
}

/** emailus: once per key, so a retried press sends one message. */
export function useSendEmailUs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: EmailUsRequest; idempotencyKey: string }) =>
      callApi(
        supportCasesRoutes.supportEmailUs,
        { body: input.body },
        { idempotencyKey: input.idempotencyKey },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: supportCasesKey }),
  });
}

/** A key for one send, kept for its retries. randomUUID needs a secure context; getRandomValues does not. */
export function newSendKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A chosen file as base64, for the JSON body. */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The first bytes of a chosen file, which tell its type. */
export function fileHead(file: Blob, length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}
