import { useState, type ImgHTMLAttributes } from 'react';
import { noteShownPicture } from '../lib/shownPictures';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError' | 'onLoad'> & {
  src: string;
  alt: string;
};

/**
 * A picture from the platform (a logo, a banner, a vendor's icon): one that fails to load (offline and never kept, a
 * missing file) leaves a plain block of its size instead of the engine's broken-image glyph (WebKit draws one even for
 * an empty `alt`). Another address tries again.
 */
export function Img({ src, className, ...rest }: ImgProps) {
  const [failed, setFailed] = useState<string>();
  const broken = failed === src;
  return (
    <img
      {...rest}
      className={broken ? `${className ?? ''} img-failed`.trim() : className}
      src={broken ? undefined : src}
      onLoad={(e) => noteShownPicture(e.currentTarget.currentSrc)}
      onError={() => setFailed(src)}
    />
  );
}
