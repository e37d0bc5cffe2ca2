#pragma once

#include <QFont>
#include <QMargins>
#include <QScrollArea>
#include <QSize>
#include <QString>
#include <QTimer>

#include <unordered_map>
#include <utility>
#include <vector>

class QLabel;
class QTableView;

namespace nk::ui {

// A scroll area for what the class reads. Its view ends on a whole line of text or a whole
// widget (a chart, a table, a card's formula), never mid-line: the part of the viewport below
// the last whole piece is left empty. pageDown() brings the next whole page into view, so a
// clicker's PageDown shows the rest of a long narration or panel before the lesson moves on.
class PagedScrollArea : public QScrollArea
{
    Q_OBJECT

public:
    explicit PagedScrollArea(QWidget *parent = nullptr);

    // Properties a widget of the content sets to say what it is to the pages (base cannot know
    // the classes above it). Whole: one piece though it has a layout (a chart and its buttons).
    // Aside: see pieces(). Heading: it titles what follows, and a page never ends on it.
    static constexpr const char *kWholePiece = "pagedWhole";
    static constexpr const char *kAside = "pagedAside";
    static constexpr const char *kHeading = "pagedHeading";

    bool canPageDown() const; // something below the view is not yet shown
    bool pageDown();          // false when nothing was left below
    bool pageUp();            // false at the top
    void toTop();
    // Scrolls so that the view starts at top, or just below a piece that top would halve,
    // padding the content below its end if need be.
    void showFrom(int top);
    // The view's height before the cut that keeps its last piece whole: what a page can show,
    // the same wherever the view is scrolled.
    int fullHeight() const;

    // The content's pieces, [top, bottom) in the content's pixels: each line of a wrapped label,
    // each other widget that is not a plain container. Without the asides: a widget whose
    // kAside property is true (a faint preview of what is still to come) is kept whole
    // by the cut, but is no reason for a clicker's press to turn the page. A heading (a label
    // whose buddy starts below it, a group box's title, a widget marked kHeading) is one piece
    // with the first piece below it, at most a page tall, so no page ends on it.
    std::vector<std::pair<int, int>> pieces(bool withAsides = true) const;
    // Whether a widget titles what follows it (see pieces()).
    static bool isHeading(const QWidget *widget);
    // The lines of a label's text as laid out at its width, [top, bottom) in its own pixels.
    static std::vector<std::pair<int, int>> textLines(const QLabel *label);
    // A table shown whole (no scroll bar of its own): its header, then each row, [top, bottom)
    // in its own pixels. Empty for a table that scrolls itself.
    static std::vector<std::pair<int, int>> tableRows(const QTableView *table);
    // A text's lines as a document lays it out at a width (-1: unwrapped), each [top, height)
    // in the document's pixels, and the document's height. Kept for the last texts laid out,
    // in every paged area, whatever label shows them; uncached: laid out afresh (for tests).
    struct DocumentLines
    {
        std::vector<std::pair<double, double>> lines;
        double height = 0.0;
    };
    static DocumentLines documentLines(const QString &text, const QFont &font, bool rich, int width,
                                       bool cached = true);
    static constexpr int kDocumentLinesKept = 128;
    static int documentLinesKept(); // how many are kept now

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    // Pixels by which what a heading titles may start above the heading's bottom.
    static constexpr int kHeadingSlack = 2;

    void snap();  // the bottom margin that keeps the view's last piece whole
    void unpad(); // the content back to its own height
    void applyHeightNow();
    const std::vector<std::pair<int, int>> &cachedTextLines(const QLabel *label) const;

    QTimer m_snapLater;
    int m_cut = 0;
    bool m_snapping = false;
    bool m_padding = false;      // the content made taller so that the last page starts whole
    int m_unpaddedMinHeight = 0; // the content's own minimum height, given back on unpad
    int m_unpaddedHeight = 0;    // its height before the padding
    QMargins m_unpaddedMargins;  // its layout's margins, the padding added below them
    // A wrapped label's lines, kept while what lays them out is unchanged.
    struct LinesKey
    {
        QString text;
        QString font;
        QSize box;
        int alignment = 0;
        int margin = 0;
        bool operator==(const LinesKey &o) const
        {
            return text == o.text && font == o.font && box == o.box && alignment == o.alignment &&
                   margin == o.margin;
        }
    };
    mutable std::unordered_map<const QLabel *,
                               std::pair<LinesKey, std::vector<std::pair<int, int>>>>
        m_lines;
};

} // namespace nk::ui
