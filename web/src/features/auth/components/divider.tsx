/** "or" between the password form and the Google button. */
export function OrDivider() {
  return (
    <div className="or-divider" role="separator" aria-label="or">
      <span aria-hidden="true">or</span>
    </div>
  );
}
