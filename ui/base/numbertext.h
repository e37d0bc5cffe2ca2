#pragma once

#include "norm/numberformat.h"

#include <QString>

namespace nk::ui {

// nk::NumberFormat as QString, for the views and the report: the one way numbers are written for
// people (U+2212 minus, no −0, inf/NaN words). No formatting of its own.
class NumberText
{
public:
    static QString number(double v, int digits)
    {
        return QString::fromStdString(nk::NumberFormat::number(v, digits));
    }
    static QString number(double v, nk::Precision p)
    {
        return QString::fromStdString(nk::NumberFormat::number(v, p));
    }
    static QString list(const std::vector<double> &v, nk::Precision p, int maxShown = 6)
    {
        return QString::fromStdString(nk::NumberFormat::list(v, p, maxShown));
    }
    // γ or β: one number, or the list when per-element.
    static QString values(const std::vector<double> &v, nk::Precision p)
    {
        return v.size() == 1 ? number(v.front(), p) : list(v, p);
    }
    static QString ratio(double r, int digits = 3)
    {
        return QString::fromStdString(nk::NumberFormat::ratio(r, digits));
    }
    static QString percent(double fraction, int digits = 3)
    {
        return QString::fromStdString(nk::NumberFormat::percent(fraction, digits));
    }
};

} // namespace nk::ui
