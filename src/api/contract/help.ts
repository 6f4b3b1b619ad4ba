import { array, enums, object, optional, size, string, type } from 'superstruct';
import { endpoint } from './endpoint';

/** A help-centre entry; `content` is HTML, sanitised by the client. */
export const HelpEntry = object({ title: string(), content: string() });

export const getHelpCentre = endpoint({
  method: 'GET',
  path: '/wps/system/helpCenter',
  access: 'guest',
  query: type({ device: optional(enums(['MOBILE', 'WEB'])), language: optional(size(string(), 0, 10)) }),
  body: null,
  answer: array(HelpEntry),
  swr: true,
});
