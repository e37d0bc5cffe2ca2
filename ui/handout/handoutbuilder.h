#pragma once

#include "handout/handoutpdf.h"
#include "handout/handoutstyle.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace nk::ui {

// The handout's pages as HTML for QTextDocument, with markers "@@N@@" where a typeset formula
// or a chart goes (drawings()[N]). Built in pieces short enough for one turn of the event loop:
// the title page, each chapter's heading, each of its steps, its takeaways, the results. A piece
// whose formulas MathJax has not typeset yet is undone and built again once they are.
class HandoutBuilder
{
public:
    // ex: the text's x-height in device units (MathJax sizes formulas in ex); contentWidth: the
    // page's text width in the same units.
    HandoutBuilder(const HandoutPdf::Options &options, double ex, double contentWidth);
    ~HandoutBuilder();
    HandoutBuilder(const HandoutBuilder &) = delete;
    HandoutBuilder &operator=(const HandoutBuilder &) = delete;

    int pieceCount() const;
    // Builds piece i. False when a formula it needs is not typeset yet: the piece is undone,
    // missingTex() says what it waits for (they are requested).
    bool buildPiece(int i);
    const QStringList &missingTex() const;
    // After MathJax did not answer in time: formulas it lacks print in plain symbols.
    void stopWaiting();

    // What was built so far; taken once every piece is built.
    QString takeHtml();
    std::vector<HandoutStyle::Drawing> takeDrawings();

private:
    class Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace nk::ui
