import { Banner } from '../../ui/Banner';
import { FormField, fieldDescription } from '../../ui/FormField';
import { importTexts } from './importTexts';

interface ChooseFileStepProps {
  error?: string;
  onChoose: (file: File) => void;
}

export function ChooseFileStep({ error, onChoose }: ChooseFileStepProps) {
  return (
    <div className="import-step">
      <h2 className="import-step__heading">{importTexts.chooseHeading}</h2>
      {error && <Banner variant="error">{error}</Banner>}
      <FormField htmlFor="import-file" label={importTexts.chooseLabel} hint={importTexts.chooseHint}>
        <input
          id="import-file"
          type="file"
          className="form-input"
          accept=".csv,.txt,.ofx,.qfx,.qif,text/csv"
          {...fieldDescription('import-file', { hint: true })}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so choosing the same file again is a change too.
            event.target.value = '';
            if (file) onChoose(file);
          }}
        />
      </FormField>
    </div>
  );
}
