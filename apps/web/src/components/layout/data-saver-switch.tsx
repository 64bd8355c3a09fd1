import { setDataSaver, useDataSaver } from '../../lib/data-saver';
import { useLayoutT } from './messages';
import './data-saver-switch.css';

/** Turns the data saver on and off: with it on, every catalog image comes in the smallest size. */
export function DataSaverSwitch({ className }: { className?: string }) {
  const tl = useLayoutT();
  const on = useDataSaver();
  return (
    <button
      type="button"
      className={className ? `${className} data-saver` : 'data-saver'}
      aria-pressed={on}
      onClick={() => setDataSaver(!on)}
    >
      <span>{tl('dataSaver.label')}</span>{' '}
      <span className="data-saver__state" aria-hidden="true">
        {on ? tl('dataSaver.on') : tl('dataSaver.off')}
      </span>
    </button>
  );
}
