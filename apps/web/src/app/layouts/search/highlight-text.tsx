import type { HighlightSegment } from '../../../features/catalog/api/types';

/**
 * A suggestion's name with the matched part marked, from the API's segments. Every piece is
 * rendered as React text, so markup in a name or keyword is shown, never run.
 */
export function HighlightText({
  segments,
  fallback,
}: {
  segments: HighlightSegment[] | undefined;
  fallback: string;
}) {
  const pieces = Array.isArray(segments) && segments.length > 0 ? segments : [{ text: fallback, hit: false }];
  return (
    <span className="highlight-text">
      {pieces.map((piece, i) =>
        piece.hit ? (
          <em key={i} className="highlight-text__hit">
            {String(piece.text)}
          </em>
        ) : (
          <span key={i}>{String(piece.text)}</span>
        ),
      )}
    </span>
  );
}
