/** An article's text: plain paragraphs from the API, rendered as text (never as HTML). */
export function ArticleBody({ paragraphs, testId }: { paragraphs: string[]; testId?: string }) {
  return (
    <div className="article-body" data-testid={testId}>
      {paragraphs.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </div>
  );
}
