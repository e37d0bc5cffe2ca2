#pragma once

#include "handout/handoutstyle.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace nk::ui {

// What the handout's HTML draws in place of markers "@@N@@": formulas typeset by MathJax as
// vector paths and bar charts recorded as pictures. A formula MathJax has not typeset yet is
// requested and noted as missing, so the piece that asked can be built again once it is.
class HandoutDrawings
{
public:
    // ex: the text's x-height in device units (MathJax sizes formulas in ex); width: the page's
    // text width in the same units.
    HandoutDrawings(double ex, double width);

    // The formula as vector paths, shrunk to maxWidth if wider; in plain symbols when MathJax
    // could not typeset it.
    QString formula(const QString &tex, double scale, double maxWidth);
    // The formula's width at scale, in device units (0 when MathJax failed).
    double naturalWidth(const QString &tex, double scale);
    // Both chefs' values as bars (LayerNorm's only without rms).
    QString chart(const std::vector<double> &ln, const std::vector<double> *rms);

    // The formulas asked for since clearMissing() that MathJax has not typeset yet.
    const QStringList &missingTex() const { return m_missing; }
    void clearMissing() { m_missing.clear(); }
    // After MathJax did not answer in time: formulas it lacks print in plain symbols.
    void stopWaiting() { m_waitForMathJax = false; }

    // The drawings so far; a piece that is undone drops the ones it added.
    size_t count() const { return m_drawings.size(); }
    void truncate(size_t count) { m_drawings.resize(count); }
    std::vector<HandoutStyle::Drawing> take() { return std::move(m_drawings); }

private:
    QString marker(HandoutStyle::Drawing p);
    // MathJax's SVG for tex; when it is not typeset yet, requested and noted as missing (about
    // 25 ms a formula on MathJax's worker).
    QByteArray typeset(const QString &tex);

    double m_ex;
    double m_width;
    std::vector<HandoutStyle::Drawing> m_drawings;
    QStringList m_missing;
    bool m_waitForMathJax = true;
};

} // namespace nk::ui
