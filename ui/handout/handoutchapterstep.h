#pragma once

#include "handout/handoutpdf.h"
#include "lesson/chaptercatalog.h"
#include "norm/trace.h"
#include "panels/codelistings.h"

#include <QString>

namespace nk::ui {

class HandoutDrawings;
class Narration;

// One step of a chapter in the handout: its title and words, what its panels show on paper
// (the step cards with their formulas, the chart, code listings, the misconception, the
// interview's answer, the exercise sheet and its key), and the teacher's notes in the teacher's
// version. Steps it has no view for keep their words and say so.
class HandoutChapterStep
{
public:
    // Appends to html; formulas and charts go into drawings. width: the page's text width.
    HandoutChapterStep(const HandoutPdf::Options &options, const Narration &narration,
                       HandoutDrawings &drawings, double width, QString &html);

    void write(const ChapterCatalog::Chapter &c, int s);

private:
    // A listing in a monospaced block; `marked` lines (0-based) stand out.
    void listing(const QString &caption, const CodeListings::Listing &l, const QList<int> &marked);
    void code(const QString &key);
    void misconception(int chapter, int step);
    void interview(int chapter, int step);
    void exercises();
    QString card(const nk::NormTrace &trace, const nk::TraceStep *st, bool emptySlot, double width);
    void cards(int row, bool lnOnly);
    void chartAt(int row, bool lnOnly);

    const HandoutPdf::Options &m_o;
    const Narration &m_narration;
    const nk::NormTrace &m_ln;
    const nk::NormTrace &m_rms;
    HandoutDrawings &m_drawings;
    double m_width;
    QString &m_html;
};

} // namespace nk::ui
