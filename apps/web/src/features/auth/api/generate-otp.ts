import { generateOtpEndpoint } from '@corridor/contracts/auth/generate-otp';
import { useEndpointMutation } from '@/lib/api/endpoint-hooks.ts';

/** Checks the password and emails a Dynamic Access Code. */
export function useGenerateOtp() {
  return useEndpointMutation(generateOtpEndpoint);
}
