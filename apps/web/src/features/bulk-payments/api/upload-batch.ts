import type { TBatch } from '@corridor/contracts/batches/batch-common';
import { BATCH_UPLOAD_FIELDS, uploadBatchEndpoint } from '@corridor/contracts/batches/batch-upload';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/api/api-error.ts';
import { callEndpoint } from '@/lib/api/call-endpoint.ts';
import { batchKeys } from './batch-keys.ts';

/** Sends a batch file (multipart, one `file` part); the answer is the new batch, whose validation then starts. */
export function useUploadBatch() {
  const queryClient = useQueryClient();
  return useMutation<TBatch, ApiError, File>({
    mutationFn: (file) => {
      const form = new FormData();
      form.append(BATCH_UPLOAD_FIELDS.file, file, file.name);
      return callEndpoint(uploadBatchEndpoint, { form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchKeys.list }),
  });
}
