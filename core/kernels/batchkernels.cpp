#include "kernels/batchkernels.h"

#ifdef NK_HAVE_AVX2_KERNELS
#include "kernels/batchkernelsavx2.h"
#endif

#include "kernels/cpufeatures.h"
#include "kernels/portablebatchkernels.h"

#include <cstring>

namespace nk {

BatchKernels::Path BatchKernels::resolve(Path requested)
{
    if (requested == Path::Portable)
        return Path::Portable;
    return CpuFeatures::hasAvx2Kernels() ? Path::Avx2 : Path::Portable;
}

bool BatchKernels::isAvailable(Path path)
{
    return path != Path::Avx2 || CpuFeatures::hasAvx2Kernels();
}

const char *BatchKernels::name(Path path)
{
    switch (path) {
    case Path::Automatic:
        return "automatic";
    case Path::Portable:
        return "portable";
    case Path::Avx2:
        return "avx2";
    }
    return "";
}

const char *BatchKernels::name(Storage storage)
{
    switch (storage) {
    case Storage::Fp32:
        return "fp32";
    case Storage::Bf16:
        return "bf16";
    case Storage::Fp16:
        return "fp16";
    }
    return "";
}

int BatchKernels::bytesPerElement(Storage storage)
{
    return storage == Storage::Fp32 ? 4 : 2;
}

const char *BatchKernels::name(Stores stores)
{
    switch (stores) {
    case Stores::Automatic:
        return "automatic";
    case Stores::Cached:
        return "cached";
    case Stores::Streaming:
        return "streaming";
    }
    return "";
}

std::size_t BatchKernels::lastLevelCacheBytes()
{
    return CpuFeatures::lastLevelCacheBytes();
}

BatchKernels::Stores BatchKernels::resolve(Stores requested, std::size_t outputBytes)
{
    if (requested != Stores::Automatic)
        return requested;
    // x is as large as y and passes through the same cache: y alone past half of it is evicted
    // before anyone reads it back.
    return outputBytes > lastLevelCacheBytes() / 2 ? Stores::Streaming : Stores::Cached;
}

void BatchKernels::layerNorm(Storage storage, const void *x, void *y, int rows, int d,
                             const float *gamma, const float *beta, float eps, Path path,
                             Stores stores)
{
    if (rows <= 0)
        return;
    const bool stream = resolve(stores, size_t(rows) * size_t(d) *
                                            size_t(bytesPerElement(storage))) == Stores::Streaming;
#ifdef NK_HAVE_AVX2_KERNELS
    if (resolve(path) == Path::Avx2)
        return Avx2BatchKernels::layerNorm(storage, x, y, rows, d, gamma, beta, eps, stream);
#else
    (void)path;
#endif
    PortableBatchKernels::layerNorm(storage, x, y, rows, d, gamma, beta, eps, stream);
}

void BatchKernels::rmsNorm(Storage storage, const void *x, void *y, int rows, int d,
                           const float *gamma, float eps, Path path, Stores stores)
{
    if (rows <= 0)
        return;
    const bool stream = resolve(stores, size_t(rows) * size_t(d) *
                                            size_t(bytesPerElement(storage))) == Stores::Streaming;
#ifdef NK_HAVE_AVX2_KERNELS
    if (resolve(path) == Path::Avx2)
        return Avx2BatchKernels::rmsNorm(storage, x, y, rows, d, gamma, eps, stream);
#else
    (void)path;
#endif
    PortableBatchKernels::rmsNorm(storage, x, y, rows, d, gamma, eps, stream);
}

void BatchKernels::copy(const float *x, float *y, size_t n)
{
    copyBytes(x, y, n * sizeof(float));
}

void BatchKernels::copyBytes(const void *x, void *y, size_t bytes)
{
    if (bytes > 0 && x != y)
        std::memcpy(y, x, bytes);
}

} // namespace nk
