import type { TBeneficiarySchema } from '@corridor/contracts/beneficiaries/validation-schema';
import type { BeneficiaryValues } from '@corridor/domain/beneficiaries/schema-types';
import { beneficiaryValidator, type Section } from '@corridor/domain/beneficiaries/validator';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';

/**
 * A step's form checked by the domain's one validator, built from the schema the API served. The schema can change
 * while the form is open (another account type), so the resolver reads the latest one rather than the first.
 */
export function useSchemaForm(schema: TBeneficiarySchema, section: Section, defaults: BeneficiaryValues) {
  const latest = useRef(schema);
  latest.current = schema;
  const resolver: Resolver<BeneficiaryValues> = (values, context, options) =>
    zodResolver(beneficiaryValidator(latest.current, [section]))(values, context, options) as ReturnType<
      Resolver<BeneficiaryValues>
    >;
  return useForm<BeneficiaryValues>({ resolver, defaultValues: defaults, mode: 'onTouched' });
}
