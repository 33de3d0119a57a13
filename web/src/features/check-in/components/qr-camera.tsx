import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { SHADES } from '@shared/brand';

/** A frame every so often is plenty for a ticket held up to the phone, and keeps an old phone cool. */
const FRAME_EVERY_MS = 200;

type CameraState = 'off' | 'starting' | 'on' | 'refused';

/**
 * The phone's back camera reading QR codes, frame after frame, until the screen closes. A frame that reads
 * nothing, or fails, is skipped: the loop never stops on a bad code (the complaint about other scanners).
 */
export function QrCamera({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('off');
  const [problem, setProblem] = useState<string | null>(null);
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  });

  useEffect(() => {
    if (state !== 'starting') return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    (async () => {
      try {
        const [media, { createQrReader }] = await Promise.all([
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
          import('@/lib/qr-reader'),
        ]);
        stream = media;
        const read = await createQrReader();
        if (stopped) return;
        const el = video.current!;
        el.srcObject = media;
        await el.play();
        setState('on');
        const tick = async () => {
          if (stopped) return;
          if (el.readyState >= el.HAVE_CURRENT_DATA) {
            const [code] = await read(el).catch(() => []);
            if (code && !stopped) handler.current(code);
          }
          timer = window.setTimeout(() => void tick(), FRAME_EVERY_MS);
        };
        void tick();
      } catch (err) {
        if (stopped) return;
        setState('refused');
        setProblem(
          err instanceof DOMException && err.name === 'NotAllowedError'
            ? 'The camera is blocked for this site: allow it in the browser’s settings, or type the codes below.'
            : 'No camera could be started: type the codes below, or search by name.',
        );
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [state]);

  return (
    <Box>
      <Box
        sx={{
          position: 'relative',
          bgcolor: SHADES.black,
          borderRadius: 3,
          overflow: 'hidden',
          aspectRatio: '4 / 3',
          display: state === 'on' || state === 'starting' ? 'block' : 'none',
        }}
      >
        <video ref={video} muted playsInline aria-label="Camera view" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      </Box>
      {(state === 'off' || state === 'refused') && (
        <Button variant="contained" size="large" fullWidth sx={{ minHeight: 56 }} onClick={() => setState('starting')}>
          Start the camera
        </Button>
      )}
      {state === 'on' && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setState('off')}>
          Stop the camera
        </Button>
      )}
      {problem && state === 'refused' && (
        <Typography role="alert" sx={{ mt: 1, color: SHADES.danger }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
}
