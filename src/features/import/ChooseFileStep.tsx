import { Banner } from '../../ui/Banner';
import { FormField, fieldDescription } from '../../ui/FormField';
import { importTexts } from './importTexts';
import { StepHeading } from './StepHeading';

interface ChooseFileStepProps {
  error?: string;
  /** Back from a later step: the focus comes here (on first arrival it stays where the page put it). */
  again?: boolean;
  onChoose: (file: File) => void;
}

export function ChooseFileStep({ error, again = false, onChoose }: ChooseFileStepProps) {
  return (
    <div className="import-step">
      <StepHeading focus={again}>{importTexts.chooseHeading}</StepHeading>
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
