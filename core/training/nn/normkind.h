#pragma once

namespace nk {

// Which norm a transformer's layers use; apart from NormLayer so that a header naming the kind
// does not parse Eigen.
enum class NormKind { LayerNorm, RmsNorm };

} // namespace nk
