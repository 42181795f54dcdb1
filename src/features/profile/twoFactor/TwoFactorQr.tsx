import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import { twoFactorTexts } from './twoFactorTexts';
import './twoFactor.css';

/**
 * The otpauth:// URI as a QR code, drawn on the device (uqr): the secret never goes to a third
 * party to be drawn. An image with a text alternative; the key is also shown as text beside it.
 */
export function TwoFactorQr({ uri }: { uri: string }) {
  const source = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(uri, { border: 2 }))}`,
    [uri],
  );
  return <img className="two-factor__qr" src={source} alt={twoFactorTexts.qrAlt} width={192} height={192} />;
}
