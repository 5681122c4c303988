// Boxed<T>: an optional value kept on the heap, one pointer wide when empty. A record's
// million moves each carry an optional map form and an optional comment that almost none
// has: as std::optional they made a move 208 bytes, boxed 64 (issue 24). Copies are deep,
// like std::optional's; read it as an optional (bool, *, ->).
#pragma once

#include <memory>
#include <utility>

namespace qm {

template <typename T>
class Boxed {
 public:
  Boxed() = default;
  Boxed(const T& value) : value_(std::make_unique<T>(value)) {}        // NOLINT: as optional
  Boxed(T&& value) : value_(std::make_unique<T>(std::move(value))) {}  // NOLINT
  Boxed(const Boxed& other) : value_(other.value_ ? std::make_unique<T>(*other.value_) : nullptr) {}
  Boxed(Boxed&&) noexcept = default;
  Boxed& operator=(const Boxed& other) {
    if (this != &other) value_ = other.value_ ? std::make_unique<T>(*other.value_) : nullptr;
    return *this;
  }
  Boxed& operator=(Boxed&&) noexcept = default;

  explicit operator bool() const { return value_ != nullptr; }
  bool has_value() const { return value_ != nullptr; }
  const T& operator*() const { return *value_; }
  T& operator*() { return *value_; }
  const T* operator->() const { return value_.get(); }
  T* operator->() { return value_.get(); }
  void reset() { value_.reset(); }

 private:
  std::unique_ptr<T> value_;
};

}  // namespace qm
