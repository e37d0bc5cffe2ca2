#pragma once

#include <QString>
#include <QStringList>

namespace nk::ui {

// Chapter 9's listings: LayerNorm and RMSNorm in NumPy style and in PyTorch style (written for
// this app, one vector at a time), and an excerpt of the project's own teaching kernel
// (core/norm/rmsnormtrace.cpp), kept in sync with the source by a test. Each listing names, per
// chapter-9 step key, the lines that compute it.
class CodeListings
{
public:
    enum class Style { NumPy, PyTorch, Kernel };
    enum class Side { LayerNorm, RmsNorm };

    struct Listing
    {
        QStringList lines;
        bool python = true;
    };

    static Listing listing(Style style, Side side); // Kernel: the same excerpt for both sides
    // The 0-based lines of the listing that compute the step (empty: none, e.g. RMSNorm's mean).
    static QList<int> linesFor(Style style, Side side, const QString &stepKey);
    // The source file the kernel excerpt comes from, relative to the project root.
    static QString kernelSource() { return QStringLiteral("core/norm/rmsnormtrace.cpp"); }
    // Excerpt lines that are the app's commentary, not copied source ("// …", "// C is …").
    static bool isCommentary(const QString &line);
};

} // namespace nk::ui
