import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useNavigation } from "react-router";

/** The top progress bar (spec section 9): creeps towards 99 % while loading, then finishes. */
export function ProgressBar() {
  const navigation = useNavigation();
  const loading = navigation.state !== "idle";
  const [width, setWidth] = useState(0);
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);

  // read, not reacted to: the effect runs when loading starts or stops
  const wasVisible = useEffectEvent(() => visible);
  useEffect(() => {
    clearInterval(timer.current);
    if (loading) {
      setVisible(true);
      setWidth(10);
      timer.current = setInterval(() => setWidth((w) => Math.min(99, w + (99 - w) * 0.1)), 200);
    } else if (wasVisible()) {
      setWidth(100);
      const done = setTimeout(() => {
        setVisible(false);
        setWidth(0);
      }, 400);
      return () => clearTimeout(done);
    }
    return () => clearInterval(timer.current);
  }, [loading]);

  if (!visible) return null;
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-valuenow={Math.round(width)}
      aria-valuemin={0}
      aria-valuemax={100}
      style={{ width: `${width}%`, opacity: width >= 100 ? 0 : 1 }}
    />
  );
}
