import { useParams } from 'react-router';
import { DefinitionView } from '../components/DefinitionView.js';

/** `/previewForm/:formId`: a form version as its designer tries it: fillable, every rule checked, nothing stored. */
export function PreviewFormPage() {
  const { formId = '' } = useParams();
  return <DefinitionView key={formId} formRef={{ formId }} mode="preview" />;
}

/** `/formDetail/:formId`: a form version read-only. */
export function FormDetailPage() {
  const { formId = '' } = useParams();
  return <DefinitionView key={formId} formRef={{ formId }} mode="detail" />;
}
