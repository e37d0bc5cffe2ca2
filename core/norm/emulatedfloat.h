#pragma once

#include "norm/trace.h"
#include "numeric/precision.h"

#include <Eigen/Core>

#include <cmath>
#include <type_traits>

namespace nk {

// Arithmetic for the teaching kernels, one operation at a time, in type T:
//   long double (the reference), double (fp64), float (fp32), Eigen::half (fp16),
//   Eigen::bfloat16 (bf16).
// For half and bfloat16 every operation is done in float and rounded back once (ties to even).
// float keeps 24 bits >= 2*11+2 and 2*8+2, so this double rounding equals true fp16/bf16
// arithmetic for +, -, *, / and sqrt. We never call std::sqrt on a half (it returns float),
// never mix a half with a float literal (the result is float) and never use .sum() (its order
// depends on SIMD flags); every loop below runs in index order 0..d-1.
//
// Each operation increments the matching counter in the OpCounts it was given, so the counts
// the app shows are the operations the kernel really performed.
template <typename T>
inline constexpr bool isEmulatedType =
    std::is_same_v<T, Eigen::half> || std::is_same_v<T, Eigen::bfloat16>;

template <typename T> class CountingArithmetic
{
public:
    explicit CountingArithmetic(OpCounts &counts)
        : m_counts(counts)
    {
    }

    T add(T a, T b)
    {
        ++m_counts.add;
        return make(wide(a) + wide(b));
    }
    T sub(T a, T b)
    {
        ++m_counts.sub;
        return make(wide(a) - wide(b));
    }
    T mul(T a, T b)
    {
        ++m_counts.mul;
        return make(wide(a) * wide(b));
    }
    T div(T a, T b)
    {
        ++m_counts.div;
        return make(wide(a) / wide(b));
    }
    T sqrt(T a)
    {
        ++m_counts.sqrt;
        return make(std::sqrt(wide(a)));
    }

private:
    using Wide = std::conditional_t<isEmulatedType<T>, float, T>;
    static Wide wide(T v) { return static_cast<Wide>(v); }
    static T make(Wide v) { return T(v); }

    OpCounts &m_counts;
};

// Exact conversion to double (every format here is a subset of double).
template <typename T> double toDouble(T v)
{
    if constexpr (isEmulatedType<T>)
        return double(float(v));
    else
        return double(v);
}

// Correctly rounded conversion from double. Going through float first would round twice.
template <typename T> T fromDouble(double v)
{
    if constexpr (std::is_same_v<T, Eigen::half>)
        return Eigen::half(float(roundToPrecision(v, Precision::Fp16)));
    else if constexpr (std::is_same_v<T, Eigen::bfloat16>)
        return Eigen::bfloat16(float(roundToPrecision(v, Precision::Bf16)));
    else
        return static_cast<T>(v);
}

// Conversion between kernel types (storage to compute and back), rounding once.
template <typename To, typename From> To convert(From v)
{
    if constexpr (std::is_same_v<To, From>)
        return v;
    else if constexpr (std::is_same_v<From, long double>)
        return fromDouble<To>(double(v));
    else
        return fromDouble<To>(toDouble(v));
}

} // namespace nk
