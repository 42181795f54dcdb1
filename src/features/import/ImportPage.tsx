import { isCurrencyCode, type CurrencyCode } from '../../domain/currencies';
import { PageHeader } from '../../ui/PageHeader';
import { StateMessage } from '../../ui/StateMessage';
import { useFavoriteCurrency } from '../transactions/useFavoriteCurrency';
import { ChooseFileStep } from './ChooseFileStep';
import { ImportHistory } from './ImportHistory';
import { importTexts } from './importTexts';
import { MappingStep } from './MappingStep';
import { PreviewStep } from './PreviewStep';
import { DoneStep, ImportingStep } from './ProgressStep';
import { useImportWizard } from './useImportWizard';
import { useUndoImport } from './useUndoImport';
import './import.css';

/** The import screen (issue 17): the steps of one import, then this device's imports with Undo. */
export function ImportPage() {
  const favorite = useFavoriteCurrency();
  return (
    <div className="import-page">
      <PageHeader title={importTexts.title} subtitle={importTexts.subtitle} />
      {favorite === undefined ? (
        <StateMessage kind="loading">Loading...</StateMessage>
      ) : (
        <ImportSteps defaultCurrency={isCurrencyCode(favorite) ? favorite : 'USD'} />
      )}
    </div>
  );
}

function ImportSteps({ defaultCurrency }: { defaultCurrency: CurrencyCode }) {
  const wizard = useImportWizard(defaultCurrency);
  const undo = useUndoImport();
  const { state } = wizard;
  return (
    <>
      <section
        className="card import-wizard"
        aria-label="Import a file"
        aria-busy={state.step === 'reading' || state.step === 'checking'}
      >
        {state.step === 'choose' && (
          <ChooseFileStep error={state.error} again={state.again} onChoose={(file) => void wizard.chooseFile(file)} />
        )}
        {(state.step === 'reading' || state.step === 'checking') && (
          <StateMessage kind="loading">
            {state.step === 'reading' ? importTexts.reading(state.fileName) : importTexts.checking}
          </StateMessage>
        )}
        {state.step === 'mapping' && (
          <MappingStep
            fileName={state.fileName}
            sample={state.sample}
            mapping={state.mapping}
            detected={state.detected}
            error={state.error}
            onContinue={(mapping) => void wizard.applyMapping(mapping)}
            onCancel={wizard.restart}
          />
        )}
        {state.step === 'preview' && (
          <PreviewStep
            state={state}
            onTick={wizard.tick}
            onSuggestions={wizard.chooseSuggestions}
            onSuggestionChange={wizard.changeSuggestion}
            onCurrency={wizard.changeCurrency}
            onTarget={wizard.changeTarget}
            onImport={() => void wizard.runImport()}
            onCancel={wizard.restart}
          />
        )}
        {state.step === 'importing' && <ImportingStep state={state} />}
        {state.step === 'done' && (
          <DoneStep
            state={state}
            undoing={undo.running}
            onUndo={() => void undo.undo({ id: state.batch, fileName: state.fileName, added: state.added })}
            onRestart={wizard.restart}
          />
        )}
      </section>
      <ImportHistory undo={undo} />
    </>
  );
}
