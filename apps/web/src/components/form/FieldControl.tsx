import type { ControlProps } from './context.js';
import { effectiveMode } from '../../lib/form/permissions.js';
import { AttachmentControl } from './fields/AttachmentControl.js';
import { headsCascade } from '@wp/form';
import { CascadeControl } from './fields/CascadeControl.js';
import { ChoiceControl, SwitchControl } from './fields/ChoiceControl.js';
import { ComputedControl } from './fields/ComputedControl.js';
import { DateControl } from './fields/DateControl.js';
import { DialogControl } from './fields/DialogControl.js';
import { MoneyControl } from './fields/MoneyControl.js';
import { NumberControl } from './fields/NumberControl.js';
import { OrgControl } from './fields/OrgControl.js';
import { PictureControl } from './fields/PictureControl.js';
import { SerialNoControl } from './fields/SerialNoControl.js';
import { SignatureControl } from './fields/SignatureControl.js';
import { SubtableControl } from './fields/SubtableControl.js';
import { TextControl } from './fields/TextControl.js';
import { UserControl } from './fields/UserControl.js';

/** The antd-mobile control of a field type (read-only controls show their value as text). */
export function FieldControl(props: ControlProps) {
  const { field } = props;
  switch (field.type) {
    case 'text':
    case 'textarea': return <TextControl {...props} field={field} />;
    case 'number': return <NumberControl {...props} field={field} />;
    case 'money': return <MoneyControl {...props} field={field} />;
    case 'date':
    case 'time':
    case 'datetime': return <DateControl {...props} field={field} />;
    case 'select':
    case 'radio':
    case 'checkbox': {
      const head = !!props.level && headsCascade(field, props.level.fields);
      return field.dependsOn !== undefined || head ? <CascadeControl {...props} field={field} head={head} /> : <ChoiceControl {...props} field={field} />;
    }
    case 'dialog': return <DialogControl {...props} field={field} />;
    case 'switch': return <SwitchControl {...props} field={field} />;
    case 'user': return <UserControl {...props} field={field} />;
    case 'org': return <OrgControl {...props} field={field} />;
    case 'attachment': return <AttachmentControl {...props} field={field} />;
    case 'picture': return <PictureControl {...props} field={field} />;
    case 'serialNo': return <SerialNoControl {...props} field={field} />;
    case 'computed': return <ComputedControl {...props} field={field} />;
    case 'signature': return <SignatureControl {...props} field={field} />;
    case 'subtable':
      return <SubtableControl {...props} field={field} access={effectiveMode(props.readOnly ? 'r' : 'w')} Cell={FieldControl} />;
  }
}
