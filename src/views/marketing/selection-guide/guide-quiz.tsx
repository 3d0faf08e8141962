// The selection guide as the server renders it (its intro) until the live guide is loaded: on pointer or focus on
// Start, or on the click itself, which the live guide then carries out.
import { useRef, useState } from 'react';
import { GuideIntro } from './guide-intro';

type LiveModule = typeof import('./guide-live');

export function GuideQuiz() {
  const [live, setLive] = useState<LiveModule | null>(null);
  const [startNow, setStartNow] = useState(false);
  const [failed, setFailed] = useState(false);
  const loading = useRef<Promise<void> | null>(null);

  const load = () => {
    loading.current ??= import('./guide-live').then(
      (module) => setLive(module),
      () => {
        loading.current = null;
        setFailed(true);
        setStartNow(false);
      },
    );
  };

  return (
    <div className="mk-panel" id="guide">
      {live ? (
        <live.LiveGuide startNow={startNow} />
      ) : (
        <GuideIntro
          onIntent={load}
          onStart={() => {
            setFailed(false);
            setStartNow(true);
            load();
          }}
          busy={startNow}
          failed={failed}
        />
      )}
    </div>
  );
}
