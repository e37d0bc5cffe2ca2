#pragma once

#include "numeric/precision.h"

#include <QCoreApplication>
#include <QString>

namespace nk::ui {

// The settings' names as people read them, translated: core's toString() names ("two-pass",
// "welford") are for files and the command line and never reach the Chinese interface.
class SettingNames
{
    Q_DECLARE_TR_FUNCTIONS(SettingNames)

public:
    static QString variance(nk::VarianceAlgorithm v);
};

} // namespace nk::ui
