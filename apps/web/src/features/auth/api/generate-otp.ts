import {
  type TGenerateOtpRequest,
  type TGenerateOtpResponse,
  ZGenerateOtpResponse,
} from '@corridor/contracts/auth/generate-otp';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api/api-client.ts';

/** POST /r/api/authentication/generateOTP: checks the password and emails a Dynamic Access Code. */
export const generateOtp = (body: TGenerateOtpRequest) =>
  apiPost<TGenerateOtpResponse>('/r/api/authentication/generateOTP', body, ZGenerateOtpResponse);

export function useGenerateOtp() {
  return useMutation({ mutationFn: generateOtp });
}
