#include "monitor/memorycard.h"

#include "analysis/costledger.h"
#include "charts/barchart.h"
#include "base/numbertext.h"
#include "base/theme.h"

#include <QLabel>

namespace nk::ui {

MemoryCard::MemoryCard(QWidget *parent)
    : MonitorCard(parent)
{
    m_passes = new BarChart(this);
    m_passes->setValueLabelDigits(3);
    m_bytes = new BarChart(this);
    m_bytes->setValueLabelDigits(6);
    addCharts({m_passes, m_bytes});
    m_note = addNote();
    showMeasurement({}, Run::Complete);
}

void MemoryCard::retranslate()
{
    setTexts(tr("4 · Memory traffic"),
             tr("Passes over memory and bytes moved per vector. The step-by-step kernels keep "
                "intermediates and pass over them again; a fused kernel reads x once and writes y "
                "once, for LayerNorm and RMSNorm alike: the same bytes. When both are limited by "
                "memory bandwidth, equal bytes mean equal time; whether they are is measured in "
                "card 5, not implied by the bytes."));
    m_passes->setTitle(tr("Passes over memory"));
    m_passes->setValueAxisTitle(tr("passes over x"));
    m_bytes->setTitle(tr("Bytes per vector"));
    m_bytes->setValueAxisTitle(tr("bytes"));
}

QString MemoryCard::note() const
{
    return m_note->text();
}

void MemoryCard::show(const nk::MonitorNowFigures &f)
{
    const QColor ln = Theme::layerNorm(), rms = Theme::rmsNorm();
    const nk::MemoryFigures &lm = f.layerNormMemory, &rm = f.rmsNormMemory;
    m_passes->setCategories({tr("step by step"), tr("fused kernel")});
    m_passes->setSeries(0, tr("LayerNorm"), ln,
                        {double(lm.passes), double(nk::MemoryFigures::kFusedPasses)});
    m_passes->setSeries(1, tr("RMSNorm"), rms,
                        {double(rm.passes), double(nk::MemoryFigures::kFusedPasses)});
    m_bytes->setCategories(
        {tr("read\n(steps)"), tr("written\n(steps)"), tr("read\n(fused)"), tr("written\n(fused)")});
    m_bytes->setSeries(0, tr("LayerNorm"), ln,
                       {double(lm.readBytes()), double(lm.writeBytes()),
                        double(lm.fusedReadBytes()), double(lm.fusedWriteBytes())});
    m_bytes->setSeries(1, tr("RMSNorm"), rms,
                       {double(rm.readBytes()), double(rm.writeBytes()),
                        double(rm.fusedReadBytes()), double(rm.fusedWriteBytes())});
    m_traffic =
        tr("d = %1 in %2 (%3 bytes per element). Step by step, LayerNorm makes %4 passes over "
           "memory and moves %5 bytes, RMSNorm %6 passes and %7 bytes. Fused, each reads %8 and "
           "writes %9 bytes: the same traffic.")
            .arg(f.input.size())
            .arg(precisionName(f.settings.precision))
            .arg(lm.bytesPerElement)
            .arg(lm.passes)
            .arg(lm.readBytes() + lm.writeBytes())
            .arg(rm.passes)
            .arg(rm.readBytes() + rm.writeBytes())
            .arg(lm.fusedReadBytes())
            .arg(lm.fusedWriteBytes());
    updateNote();
}

void MemoryCard::showMeasurement(const std::vector<BenchmarkCard::Result> &results, Run run)
{
    // A running or stopped run's first sizes are not the size the sentence quotes.
    const BenchmarkCard::Result *r =
        run == Run::Complete ? BenchmarkCard::representative(results) : nullptr;
    if (run == Run::Running) {
        m_measurement = tr("The benchmark in card 5 is measuring whether equal bytes mean equal "
                           "time on this machine; its answer will show here.");
    } else if (run == Run::Stopped) {
        m_measurement = tr("The benchmark in card 5 stopped before its last size: run it again to "
                           "measure whether equal bytes mean equal time on this machine.");
    } else if (!r) {
        m_measurement = tr("Whether equal bytes mean equal time on this machine is a measurement: "
                           "run the benchmark in card 5.");
    } else {
        m_measurement =
            tr("Measured at d = %1 (fp32): LayerNorm reaches %2 and RMSNorm %3 of a plain copy's "
               "bandwidth, and RMSNorm takes %4 of LayerNorm's time.")
                .arg(r->d)
                .arg(NumberText::percent(r->layerNormFractionOfCopy),
                     NumberText::percent(r->rmsNormFractionOfCopy),
                     NumberText::ratio(r->rmsOverLnTime));
        m_measurement += QLatin1Char(' ');
        m_measurement += nk::CostLedger::isMemoryBound(*r)
                             ? tr("Both are limited by memory bandwidth here, so equal bytes "
                                  "take about equal time.")
                             : tr("They are not both limited by memory bandwidth here, so the "
                                  "bytes alone do not set their time.");
    }
    updateNote();
}

void MemoryCard::updateNote()
{
    m_note->setText(m_traffic.isEmpty() ? m_measurement
                                        : m_traffic + QLatin1Char(' ') + m_measurement);
}

} // namespace nk::ui
