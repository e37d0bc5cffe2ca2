#pragma once

#include <algorithm>
#include <cmath>

namespace nk::ui {

// The zooms text is drawn at, in one place. The teacher's zoom (View ▸ Zoom, the settings,
// --zoom) runs from kMin to kMax. The text zoom a view receives is that zoom times the theme's
// text scale (the projector's type is kProjectorTextScale larger), times the presentation and
// large-text factors the window adds; a view clamps it to [kMin, textMax()] only to refuse
// nonsense, since the window's own product can reach past it (presenting at zoom 3).
namespace ZoomRange {

inline constexpr double kMin = 0.5;
inline constexpr double kMax = 3.0;
// How much larger the projector theme draws all text (Theme::textScale()).
inline constexpr double kProjectorTextScale = 1.2;

// The teacher's zoom, clamped; a NaN becomes 1.
constexpr double clampZoom(double zoom)
{
    return zoom == zoom ? std::clamp(zoom, kMin, kMax) : 1.0;
}

// The largest text zoom a view draws: the largest zoom in the theme with the largest type.
constexpr double textMax()
{
    return kMax * kProjectorTextScale;
}

// A text zoom, clamped to [kMin, textMax()]; a NaN becomes 1.
constexpr double clampTextZoom(double zoom)
{
    return zoom == zoom ? std::clamp(zoom, kMin, textMax()) : 1.0;
}

// Takes zoom as held's new text zoom, clamped; false when that changes nothing, so that a view
// re-lays out only on a real change (as qFuzzyCompare).
inline bool takeTextZoom(double &held, double zoom)
{
    zoom = clampTextZoom(zoom);
    if (std::abs(zoom - held) * 1e12 <= std::min(std::abs(zoom), std::abs(held)))
        return false;
    held = zoom;
    return true;
}

} // namespace ZoomRange

} // namespace nk::ui
