#pragma once

#include "kitchen/stationmodel.h"

#include <memory>

namespace nk::ui {

// The two stations of one pair of traces (same input), on one shared value axis.
class KitchenModel
{
public:
    // nullptr unless both traces are present, non-empty and of the same length.
    static std::unique_ptr<KitchenModel> make(std::shared_ptr<const nk::NormTrace> layerNorm,
                                              std::shared_ptr<const nk::NormTrace> rmsNorm);

    const StationModel &layerNorm() const { return *m_ln; }
    const StationModel &rmsNorm() const { return *m_rms; }
    const StationModel &station(bool layerNorm) const { return layerNorm ? *m_ln : *m_rms; }
    int d() const { return m_ln->d; }
    bool strip() const; // too many elements for dishes one by one

private:
    std::unique_ptr<StationModel> m_ln, m_rms;
};

} // namespace nk::ui
