#pragma once

#include <QString>

#include <utility>
#include <variant>

namespace kvb {

// What went wrong, in a sentence that names the problem ("config.json line 3: unexpected ','").
// The kind maps to the CLI's documented exit codes.
enum class ErrorKind
{
    InvalidInput, // a value, flag or file content that cannot be used (exit 2)
    NotFound,     // an unknown preset, a missing file (exit 2)
    Io,           // a file that exists but cannot be read or written (exit 4)
};

struct Error
{
    ErrorKind kind = ErrorKind::InvalidInput;
    QString message;
};

inline Error invalidInput(QString message)
{
    return {ErrorKind::InvalidInput, std::move(message)};
}
inline Error notFound(QString message)
{
    return {ErrorKind::NotFound, std::move(message)};
}
inline Error ioError(QString message)
{
    return {ErrorKind::Io, std::move(message)};
}

// A value or the error that prevented it (std::expected is C++23).
template <typename T>
class Result
{
public:
    Result(T value)
        : m_state(std::move(value))
    {}
    Result(Error error)
        : m_state(std::move(error))
    {}

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<T>(m_state); }
    T& value() & { return std::get<T>(m_state); }
    // By value, so `for (auto& x : f().value())` never binds to a destroyed temporary.
    T value() && { return std::get<T>(std::move(m_state)); }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }
    T* operator->() { return &value(); }
    const Error& error() const { return std::get<Error>(m_state); }

private:
    std::variant<T, Error> m_state;
};

} // namespace kvb
