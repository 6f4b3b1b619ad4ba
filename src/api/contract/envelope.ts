import {
  boolean,
  literal,
  object,
  optional,
  string,
  type,
  unknown,
  union,
  type Infer,
  type Struct,
} from 'superstruct';

/**
 * Every JSON answer of the platform is one envelope (upstream-api-notes.md "Response envelope"):
 * `{ success: true, value }` or `{ success: false, errorCode, message, value? }`.
 */
export const FailureEnvelope = type({
  success: literal(false),
  errorCode: string(),
  message: optional(string()),
  value: optional(unknown()),
});
export type FailureEnvelope = Infer<typeof FailureEnvelope>;

/** The success envelope around a value of the given schema. */
export function successEnvelope<T, S>(value: Struct<T, S>) {
  return type({ success: literal(true), value });
}

/** Either envelope, with the success value left unchecked; the caller validates `value` with its own schema. */
export const AnyEnvelope = union([type({ success: literal(true), value: unknown() }), FailureEnvelope]);

/** A flag some failures carry in `value`, such as the captcha demand on login. */
export const CaptchaFlag = object({ captcha: boolean() });
