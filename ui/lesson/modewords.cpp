#include "lesson/modewords.h"

QStringList ModeWords::titles()
{
    return {tr("开始 Start"), tr("执行 Execute"), tr("监控 Monitor"), tr("完成 Finish")};
}
