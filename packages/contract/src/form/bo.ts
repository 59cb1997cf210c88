import { z } from 'zod';
import { formField, processForm } from '@wp/form';
import { endpoint } from '../endpoint.js';

/**
 * Business objects (BO, 业务对象): a named record type whose fields are form fields (@wp/form), a `subtable`
 * field being one level of sub-table rows. Data templates list and edit a BO's records (template.ts).
 */

/** A BO alias: also part of its storage name, so lower-case letters, digits and _ only. */
export const boAlias = z.string().regex(/^[a-z][a-z0-9_]{0,29}$/, 'must be a lower-case letter followed by lower-case letters, digits or _ (at most 30)');

/** What defines a BO: its alias, name and fields (the form schema's, with its checks). */
export const boDefinitionInput = z.object({
  alias: boAlias,
  name: z.string().trim().min(1).max(100),
  description: z.string().max(500).optional(),
  fields: z.array(formField).min(1).max(100),
}).superRefine((d, ctx) => {
  // The form schema's own checks (unique keys, computed expressions, date references) hold for a BO's fields.
  const checked = processForm.safeParse({ fields: d.fields });
  if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});
export type BoDefinitionInput = z.infer<typeof boDefinitionInput>;

/** One attribute of an entity, as the original's BoAttribute names it. */
export const boAttribute = z.object({
  name: z.string(), desc: z.string(),
  /** varchar, number, date, or the form type's own name for the others. */
  dataType: z.string(),
  fieldType: z.string(),
  isRequired: z.boolean(),
  attrLength: z.number().int().optional(),
  dictKey: z.string().optional(),
});

/** An entity of a BO: the main one, or a sub-table (one to many). */
export const boEnt = z.object({
  name: z.string(), desc: z.string(), type: z.enum(['main', 'sub']), relation: z.enum(['onetomany']).optional(),
  attributeList: z.array(boAttribute),
});
export type BoEnt = z.infer<typeof boEnt>;

export const boDefinition = z.object({
  id: z.string(), alias: z.string(), name: z.string(), description: z.string().nullable(),
  /** Bumped by every change of the definition. */
  rev: z.number().int(),
  fields: z.array(z.unknown()),
  /** The main entity first, then each sub-table. */
  ents: z.array(boEnt),
  createTime: z.string(), updateTime: z.string(),
});
export type BoDefinition = z.infer<typeof boDefinition>;

export const getJson = endpoint({
  host: 'form', method: 'GET', path: '/bo/def/v1/getJson',
  summary: 'A business object\'s definition (fields and entities) by id or alias',
  query: z.object({ id: z.string().max(64).optional(), alias: z.string().max(64).optional() })
    .refine((q) => !!q.id || !!q.alias, { message: 'give id or alias', path: ['id'] }),
  reply: boDefinition,
});

export const getSubEntsByFormKey = endpoint({
  host: 'form', method: 'GET', path: '/form/form/v1/getSubEntsByFormKey',
  summary: 'The sub-table entities of the BO a form is bound to (one tab per sub-table)',
  query: z.object({ formKey: z.string().min(1).max(64) }),
  reply: z.array(boEnt),
});

/** A form as this client renders it: its definition as JSON (never Vue source), computed permissions, empty data. */
export const formPreview = z.object({
  bpmForm: z.object({ id: z.string(), formKey: z.string(), name: z.string(), version: z.number().int(), formType: z.literal('mobile'), fields: z.array(z.unknown()) }),
  permission: z.object({ fields: z.record(z.string(), z.enum(['w', 'b', 'r', 'n'])) }),
  data: z.record(z.string(), z.unknown()),
});

export const previewDesignVue = endpoint({
  host: 'form', method: 'GET', path: '/form/form/v1/previewDesignVue',
  summary: 'A form definition as JSON for preview (/previewForm, /formDetail), by version id or formKey',
  query: z.object({ formId: z.string().max(64).optional(), formKey: z.string().max(64).optional() })
    .refine((q) => !!q.formId || !!q.formKey, { message: 'give formId or formKey', path: ['formId'] }),
  reply: formPreview,
});
