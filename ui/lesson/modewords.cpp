#include "lesson/modewords.h"

namespace nk::ui {

QStringList ModeWords::titles()
{
    return {tr("开始 Start"), tr("执行 Execute"), tr("监控 Monitor"), tr("完成 Finish")};
}

} // namespace nk::ui
